import { envelope, newTopic, type Push, type RelayTestClient } from './relayHarness.ts'

/**
 * The pushes `receiver` had before a marker: `sender` publishes a marker on a fresh topic that
 * `receiver` subscribes, and this waits for its push. The relay handles one socket's calls in
 * order and delivers a publish before answering it, and a socket's frames arrive in order, so
 * whatever `sender`'s earlier calls (or those answered before this is called, on the same server)
 * were to push to `receiver` came before the marker. To check that something was NOT pushed, no
 * sleep is needed, and a late push cannot slip past the check. Across two servers the marker must
 * take the way the push in question would: `sender` on the server the earlier publish was made on.
 */
export async function pushesBeforeMarker(receiver: RelayTestClient, sender: RelayTestClient): Promise<Push[]> {
  if (receiver === sender) throw new Error('pushesBeforeMarker: a client is never pushed its own publish; pass another client as the sender')
  const topic = newTopic()
  await receiver.subscribe(topic)
  const marker = envelope('marker')
  await sender.publish(topic, marker)
  const isMarker = (push: Push) => push.params.data.message === marker
  await receiver.until(() => receiver.pushes().some(isMarker))
  const pushes = receiver.pushes()
  return pushes.slice(0, pushes.findIndex(isMarker))
}

/**
 * Resolves once the relay has handled every frame `client` sent before (an acknowledgement has no
 * answer): one socket's frames are handled in order, and a subscribe reads the mailbox, so its
 * answer comes after the earlier frames' mailbox writes were made (in Redis too: one connection).
 */
export async function handledSoFar(client: RelayTestClient): Promise<void> {
  await client.subscribe(newTopic())
}
