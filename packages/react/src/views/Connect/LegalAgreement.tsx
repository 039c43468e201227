import { shellTexts, type LegalPages } from '@foyer/core/internal'
import { useId } from 'react'
import { messageNodes } from '../../components/MessageNodes/messageNodes.tsx'
import { useMessages } from '../../hooks/useMessages.ts'
import { useLegalAgreementStyles } from './LegalAgreementStyles.ts'

/**
 * The host's terms and privacy box (features.legalCheckbox): ticked, the ways in below can be used;
 * the links open the host's pages in a new tab. `describedBy` names the note that says why they wait.
 */
export function LegalAgreement({ pages, agreed, onChange, noteId }: { pages: LegalPages; agreed: boolean; onChange(agreed: boolean): void; noteId: string }) {
  useLegalAgreementStyles()
  const m = useMessages(shellTexts).connect
  const boxId = useId()
  const link = (href: string | undefined, text: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  )
  const template = pages.terms && pages.privacy ? m.legalAgree.both : pages.terms ? m.legalAgree.terms : m.legalAgree.privacy
  return (
    <div className="foyer-legal">
      <div className="foyer-legal-box">
        <input id={boxId} type="checkbox" checked={agreed} onChange={(event) => onChange(event.target.checked)} />
        <label htmlFor={boxId}>{messageNodes(template, { terms: link(pages.terms, m.termsOfService), privacy: link(pages.privacy, m.privacyPolicy) })}</label>
      </div>
      {!agreed && (
        <p className="foyer-legal-note" id={noteId}>
          {m.legalFirst}
        </p>
      )}
    </div>
  )
}
