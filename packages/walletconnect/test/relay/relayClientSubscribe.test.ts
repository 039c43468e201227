import { describe, expect, it } from 'vitest'
import { subscriptionId } from '../../src/hash.ts'
import { RelayError } from '../../src/relay/index.ts'
import { PUBLISH, topic, until, useRelayClientHarness } from './relayClientHarness.ts'

const harness = useRelayClientHarness()
const { client } = harness

describe('relay client: subscribe and publish', () => {
  it('subscribe answers the subscription id, sha256(topic + clientId)', async () => {
    const dapp = await client()
    expect(await dapp.subscribe(topic(1))).toBe(subscriptionId(topic(1), dapp.clientId))
    const [request] = harness.relay.requests('irn_subscribe')
    expect(request!.frame.params).toEqual({ topic: topic(1) })
    expect(request!.frame.id).toMatch(/^\d{19}$/)
  })

  it('publishes {topic, message, ttl, tag, prompt} and another client receives it', async () => {
    const dapp = await client()
    const wallet = await client()
    await wallet.subscribe(topic(1))
    await dapp.publish(topic(1), 'ZW52ZWxvcGUtMQ==', { ttl: 300, tag: 1108, prompt: true })
    await until(() => wallet.messages.length === 1)
    expect(wallet.messages[0]).toMatchObject({ topic: topic(1), message: 'ZW52ZWxvcGUtMQ==', tag: 1108 })
    expect(typeof wallet.messages[0]!.publishedAt).toBe('number')
    expect(harness.relay.requests('irn_publish')[0]!.frame.params).toEqual({
      topic: topic(1),
      message: 'ZW52ZWxvcGUtMQ==',
      ttl: 300,
      tag: 1108,
      prompt: true,
    })
  })

  it('drops the echo of a message it published itself', async () => {
    harness.relay.echo = true
    const dapp = await client()
    const wallet = await client()
    await dapp.subscribe(topic(1))
    await wallet.subscribe(topic(1))
    await dapp.publish(topic(1), 'bWluZQ==', PUBLISH)
    await until(() => wallet.messages.length === 1)
    // the relay echoed it to the dapp, which acked and dropped it
    await until(() => harness.relay.received.some((r) => r.connection.clientId === dapp.clientId && r.frame.result === true))
    expect(dapp.messages).toEqual([])
  })

  it('emits a delivered message once but acks every delivery of it', async () => {
    const wallet = await client()
    await wallet.subscribe(topic(1))
    harness.relay.push(wallet.clientId, 901, { topic: topic(1), message: 'dHdpY2U=' })
    harness.relay.push(wallet.clientId, 902, { topic: topic(1), message: 'dHdpY2U=' })
    await until(() => harness.relay.received.filter((r) => r.frame.result === true && [901, 902].includes(r.frame.id as number)).length === 2)
    expect(wallet.messages).toHaveLength(1)
    const acks = harness.relay.received.filter((r) => r.frame.method === undefined && r.connection.clientId === wallet.clientId)
    expect(acks.map((a) => a.frame)).toContainEqual({ id: 901, jsonrpc: '2.0', result: true })
    expect(acks.map((a) => a.frame)).toContainEqual({ id: 902, jsonrpc: '2.0', result: true })
  })

  it('hands on deliveries in the order they came, and an answer that came after them resolves only once they are handed on', async () => {
    const wallet = await client()
    await wallet.subscribe(topic(1))
    const sent = ['Zmlyc3Q=', 'c2Vjb25k', 'dGhpcmQ=']
    harness.relay.onRequest = (frame, connection) => {
      if (frame.method !== 'irn_publish') return 'handle'
      // Three deliveries, then the answer to the publish, on the one socket.
      sent.forEach((message, index) => harness.relay.push(connection.clientId, 950 + index, { topic: topic(1), message }))
      connection.socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      return 'ignore'
    }
    await wallet.publish(topic(2), 'b3du', PUBLISH)
    expect(wallet.messages.map((message) => message.message)).toEqual(sent)
  })

  it('acks but does not emit deliveries for topics it did not subscribe', async () => {
    const wallet = await client()
    await wallet.subscribe(topic(1))
    harness.relay.push(wallet.clientId, 903, { topic: topic(2), message: 'c3RyYXk=' })
    await until(() => harness.relay.received.some((r) => r.frame.id === 903 && r.frame.result === true))
    expect(wallet.messages).toEqual([])
  })

  it('a subscribe the relay refuses rejects with its error, and the topic stays unknown', async () => {
    harness.relay.onRequest = (frame, connection) => {
      if (frame.method !== 'irn_subscribe') return 'handle'
      connection.socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', error: { code: -32000, message: 'too many topics' } }))
      return 'ignore'
    }
    const wallet = await client()
    const failure = await wallet.subscribe(topic(1)).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(RelayError)
    expect(failure).toMatchObject({ reason: 'refused', code: -32000, method: 'irn_subscribe' })
    harness.relay.push(wallet.clientId, 904, { topic: topic(1), message: 'bGF0ZQ==' })
    await until(() => harness.relay.received.some((r) => r.frame.id === 904))
    expect(wallet.messages).toEqual([])
  })

  it('unsubscribe sends {topic, id} and later deliveries for the topic are dropped', async () => {
    const wallet = await client()
    await wallet.subscribe(topic(1))
    await wallet.unsubscribe(topic(1))
    expect(harness.relay.requests('irn_unsubscribe')[0]!.frame.params).toEqual({ topic: topic(1), id: subscriptionId(topic(1), wallet.clientId) })
    harness.relay.push(wallet.clientId, 905, { topic: topic(1), message: 'Z29uZQ==' })
    await until(() => harness.relay.received.some((r) => r.frame.id === 905))
    expect(wallet.messages).toEqual([])
  })
})
