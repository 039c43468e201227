import { useState } from 'react'
import { createRoot } from 'react-dom/client'

/** The baseline: React and the same button, opening a plain list. What a page costs without Foyer. */
function App() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open && (
        <div role="dialog" aria-label="Connect Wallet">
          <ul aria-label="Wallets">
            {['Wallet A', 'Wallet B', 'Wallet C', 'Wallet D'].map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}

createRoot(document.getElementById('root')!).render(<App />)
