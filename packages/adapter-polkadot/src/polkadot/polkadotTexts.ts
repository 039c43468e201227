import type { Locale } from '@foyer/core'
import type { NamespaceTexts } from '@foyer/core/internal'

/** The polkadot namespace's own words in every locale but English (polkadotNamespace.ts has the English). */
export const polkadotTexts: Record<Exclude<Locale, 'en'>, NamespaceTexts> = {
  ar: { receiverPlaceholder: 'عنوان Polkadot (1…, 5…)' },
  de: { receiverPlaceholder: 'Polkadot-Adresse (1…, 5…)' },
  es: { receiverPlaceholder: 'Dirección de Polkadot (1…, 5…)' },
  fr: { receiverPlaceholder: 'Adresse Polkadot (1…, 5…)' },
  hi: { receiverPlaceholder: 'Polkadot पता (1…, 5…)' },
  id: { receiverPlaceholder: 'Alamat Polkadot (1…, 5…)' },
  ja: { receiverPlaceholder: 'Polkadot アドレス（1…, 5…）' },
  ko: { receiverPlaceholder: 'Polkadot 주소(1…, 5…)' },
  ms: { receiverPlaceholder: 'Alamat Polkadot (1…, 5…)' },
  'pt-BR': { receiverPlaceholder: 'Endereço Polkadot (1…, 5…)' },
  ru: { receiverPlaceholder: 'Адрес Polkadot (1…, 5…)' },
  th: { receiverPlaceholder: 'ที่อยู่ Polkadot (1…, 5…)' },
  tr: { receiverPlaceholder: 'Polkadot adresi (1…, 5…)' },
  uk: { receiverPlaceholder: 'Адреса Polkadot (1…, 5…)' },
  vi: { receiverPlaceholder: 'Địa chỉ Polkadot (1…, 5…)' },
  'zh-CN': { receiverPlaceholder: 'Polkadot 地址（1…, 5…）' },
  'zh-HK': { receiverPlaceholder: 'Polkadot 地址（1…, 5…）' },
  'zh-TW': { receiverPlaceholder: 'Polkadot 地址（1…, 5…）' },
}
