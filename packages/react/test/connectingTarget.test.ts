import type { WalletConnector, WalletListing } from '@foyer/core/internal'
import { describe, expect, it } from 'vitest'
import { connectingTarget } from '../src/views/ConnectingExternal/connectingData.ts'

const connector = (id: string, type: WalletConnector['type'], rdns?: string) => ({ id, name: id, type, chain: 'eip155', info: rdns ? { rdns } : undefined }) as WalletConnector
const walletConnect = connector('walletConnect', 'WALLET_CONNECT')
const injectedRainbow = connector('rainbow-injected', 'ANNOUNCED', 'me.rainbow')
const rainbow = { id: 'rainbow', name: 'Rainbow', image_id: 'rainbow', rdns: 'me.rainbow', chains: ['eip155:1'], mobile_link: 'rainbow://', desktop_link: null, webapp_link: null } as WalletListing
const listingItem = { section: 'recommended', kind: 'listing', id: 'rainbow', name: 'Rainbow', listing: rainbow } as const

describe('where picking a wallet leads', () => {
  it('the WalletConnect entry opens the QR view', () => {
    const target = connectingTarget({ section: 'walletConnect', kind: 'connector', id: walletConnect.id, name: 'WalletConnect', connector: walletConnect }, [walletConnect])
    expect(target.view).toBe('ConnectingWalletConnect')
  })

  it('a listed wallet that is installed connects through its installed connector', () => {
    expect(connectingTarget(listingItem, [walletConnect, injectedRainbow])).toEqual({
      view: 'ConnectingExternal',
      data: { title: 'rainbow-injected', connectorId: 'rainbow-injected' },
    })
  })

  it('a listed wallet that is not installed pairs through WalletConnect, with its listing for the deep link', () => {
    expect(connectingTarget(listingItem, [walletConnect])).toEqual({ view: 'ConnectingWalletConnect', data: { title: 'Rainbow', listing: rainbow } })
  })

  it('without WalletConnect, a wallet that is not installed explains where to get it', () => {
    expect(connectingTarget(listingItem, []).view).toBe('ConnectingExternal')
  })
})
