import { ACCENTS, LOCALE_NAMES, optionsSnippet, SIGN_IN_MODES, type DemoLocale, type HostOptions } from '../hostOptions.ts'

const SIGN_IN_NAMES = { off: 'Off', optional: 'Offered', required: 'Required' } as const

/** The host options a developer sets, changed live. */
export function OptionsPanel({ host, onChange }: { host: HostOptions; onChange: (next: HostOptions) => void }) {
  const set = <K extends keyof HostOptions>(key: K, value: HostOptions[K]) => onChange({ ...host, [key]: value })
  return (
    <section className="panel" aria-labelledby="options-title">
      <h2 id="options-title">Host options</h2>
      <fieldset className="field">
        <legend>Theme</legend>
        <div className="segmented">
          {(['dark', 'light'] as const).map((mode) => (
            <label key={mode}>
              <input type="radio" name="theme" checked={host.themeMode === mode} onChange={() => set('themeMode', mode)} />
              <span>{mode === 'dark' ? 'Dark' : 'Light'}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="field">
        <legend>Accent</legend>
        <div className="swatches">
          {ACCENTS.map((accent) => (
            <label key={accent} className="swatch" style={{ background: accent }}>
              <input type="radio" name="accent" checked={host.accent === accent} onChange={() => set('accent', accent)} />
              <span className="visually-hidden">Accent {accent}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="field">
        Language
        <select value={host.locale} onChange={(event) => set('locale', event.target.value as DemoLocale)}>
          {(Object.keys(LOCALE_NAMES) as DemoLocale[]).map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="field">
        <legend>Sign in with the wallet (siwx)</legend>
        <div className="segmented">
          {SIGN_IN_MODES.map((mode) => (
            <label key={mode}>
              <input type="radio" name="siwx" checked={host.signIn === mode} onChange={() => set('signIn', mode)} />
              <span>{SIGN_IN_NAMES[mode]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="field">
        <legend>Features</legend>
        <Toggle label="Browser wallets (evmAdapter)" checked={host.injectedWallets} onChange={(v) => set('injectedWallets', v)} />
        <Toggle label="All Wallets list" checked={host.allWallets} onChange={(v) => set('allWallets', v)} />
        <Toggle label="Network switching" checked={host.enableNetworkSwitch} onChange={(v) => set('enableNetworkSwitch', v)} />
        <Toggle label="Allow unsupported chains" checked={host.allowUnsupportedChain} onChange={(v) => set('allowUnsupportedChain', v)} />
        <Toggle label="Terms and privacy box" checked={host.legalCheckbox} onChange={(v) => set('legalCheckbox', v)} />
        <Toggle label="Wallets behind one button" checked={host.collapseWallets} onChange={(v) => set('collapseWallets', v)} />
        <Toggle label="Wallets beside email login" checked={host.emailShowWallets} onChange={(v) => set('emailShowWallets', v)} />
      </fieldset>
      <pre className="code" aria-label="createFoyer options">
        <code>{optionsSnippet(host)}</code>
      </pre>
    </section>
  )
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <label className="toggle">
      <input type="checkbox" role="switch" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  )
}
