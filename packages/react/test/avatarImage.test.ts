import { describe, expect, it } from 'vitest'
import { isShownAvatar } from '../src/components/Avatar/Avatar.tsx'

describe('which avatar pictures the modal loads', () => {
  const server = 'http://127.0.0.1:4400'
  it('shows inline images and the Foyer server’s own pictures (a local server speaks http)', () => {
    expect(isShownAvatar('data:image/png;base64,AAAA', server)).toBe(true)
    expect(isShownAvatar('http://127.0.0.1:4400/public/avatar/ada.eth', server)).toBe(true)
    expect(isShownAvatar('http://127.0.0.1:4400/public/nftImage/eip155:31337/0xabc/1', server)).toBe(true)
  })

  it('loads no other picture, https included: a name’s owner picks it, and it could make the browser call into the visitor’s own network', () => {
    expect(isShownAvatar('https://router.internal/reboot', server)).toBe(false)
    expect(isShownAvatar('https://images.example/ada.png', server)).toBe(false)
    expect(isShownAvatar('http://192.168.1.1/reboot', server)).toBe(false)
    expect(isShownAvatar('http://127.0.0.1:8080/admin', server)).toBe(false)
    expect(isShownAvatar('javascript:alert(1)', server)).toBe(false)
    expect(isShownAvatar('data:text/html,<script>', server)).toBe(false)
    expect(isShownAvatar('not a url', server)).toBe(false)
  })
})
