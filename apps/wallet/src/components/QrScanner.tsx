import { useEffect, useRef, useState, type ChangeEvent } from 'react'

// The QR decoder is loaded when someone scans, not with the page.
const loadReader = () => import('../lib/qr.ts').then((module) => module.readQrCode)

/**
 * Scanning for those who have the QR code and not the link: the camera (where the browser has
 * one) or a picture of the code (a screenshot). What it reads goes to pairing as if pasted.
 */
export function QrScanner({ disabled, onScan }: { disabled: boolean; onScan(text: string): void }) {
  const [scanning, setScanning] = useState(false)
  const [error, setError] = useState<string>()
  const videoRef = useRef<HTMLVideoElement>(null)
  // The camera loop calls the latest onScan without restarting the camera when the parent re-renders.
  const onScanRef = useRef(onScan)
  onScanRef.current = onScan
  const hasCamera = typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'

  useEffect(() => {
    if (!scanning) return
    let stream: MediaStream | undefined
    let frame = 0
    let stopped = false
    const canvas = document.createElement('canvas')
    const context = canvas.getContext('2d', { willReadFrequently: true })
    let readQrCode: Awaited<ReturnType<typeof loadReader>> | undefined
    void loadReader().then((read) => (readQrCode = read))
    const tick = () => {
      const video = videoRef.current
      if (stopped || !video || !context) return
      if (readQrCode && video.readyState >= video.HAVE_CURRENT_DATA && video.videoWidth > 0) {
        canvas.width = video.videoWidth
        canvas.height = video.videoHeight
        context.drawImage(video, 0, 0)
        const text = readQrCode(context.getImageData(0, 0, canvas.width, canvas.height))
        if (text) {
          setScanning(false)
          onScanRef.current(text)
          return
        }
      }
      frame = requestAnimationFrame(tick)
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then((media) => {
        stream = media
        if (stopped) return media.getTracks().forEach((track) => track.stop())
        const video = videoRef.current
        if (!video) return
        video.srcObject = media
        void video.play().catch(() => {})
        frame = requestAnimationFrame(tick)
      })
      .catch((reason: unknown) => {
        setScanning(false)
        setError(`The camera could not be opened (${(reason as Error).message || String(reason)}). Paste the link, or scan a picture of the code.`)
      })
    return () => {
      stopped = true
      cancelAnimationFrame(frame)
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [scanning])

  const readImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setError(undefined)
    try {
      const [readQrCode, bitmap] = await Promise.all([loadReader(), createImageBitmap(file)])
      const canvas = document.createElement('canvas')
      canvas.width = bitmap.width
      canvas.height = bitmap.height
      const context = canvas.getContext('2d')!
      context.drawImage(bitmap, 0, 0)
      const text = readQrCode(context.getImageData(0, 0, canvas.width, canvas.height))
      if (text) onScan(text)
      else setError('No QR code found in that picture. Try a sharper or larger one, or paste the link.')
    } catch {
      setError('That file could not be read as a picture.')
    }
  }

  return (
    <div className="scanner">
      <div className="scanner-actions">
        {hasCamera && (
          <button type="button" disabled={disabled && !scanning} onClick={() => (setError(undefined), setScanning(!scanning))}>
            {scanning ? 'Stop scanning' : 'Scan with camera'}
          </button>
        )}
        <label className={`button file-button${disabled ? ' disabled' : ''}`}>
          Scan a picture
          <input type="file" accept="image/*" disabled={disabled} onChange={(event) => void readImage(event)} />
        </label>
      </div>
      {scanning && <video ref={videoRef} className="camera" muted playsInline aria-label="Camera preview: hold the QR code in view" />}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
