/**
 * The Redis mailbox's Lua scripts. Per topic, keys sharing one hash slot (`{topic}`): a hash of
 * the messages by their hash, a sorted set of their expiry times, and per client id a set of the
 * hashes it acknowledged; they expire with their last message. The whole mailbox's accounting
 * (its byte budget spans every topic) has keys of its own: the held messages (`topic\nhash`) in
 * publish order, their sizes, their expiry times, the byte total, their publishers (`client key\n
 * address key`), the bytes each client key and each address key holds, and a publish counter.
 *
 * Each operation is one script, so two processes storing at once cannot pass a cap or store a
 * retried publish twice. Evicting for the whole mailbox reaches other topics' keys from inside the
 * script, which a single Redis (the relay's connection is not a Cluster client) allows.
 */

/** Helpers every script starts with. Commands taking many arguments are sent 1000 at a time (Lua's unpack has a limit). */
const HELPERS = `
local function chunked(command, key, args)
  local answers = {}
  for first = 1, #args, 1000 do
    local part = redis.call(command, key, unpack(args, first, math.min(first + 999, #args)))
    if type(part) == 'table' then
      for i = 1, #part do answers[#answers + 1] = part[i] end
    end
  end
  return answers
end

local function purgeTopic(messages, expiries, now)
  local expired = redis.call('ZRANGEBYSCORE', expiries, '-inf', now)
  if #expired > 0 then
    chunked('HDEL', messages, expired)
    redis.call('ZREMRANGEBYSCORE', expiries, '-inf', now)
  end
end

-- A held message's bytes leave its publisher's holdings (client key and address key); an empty holding goes.
local function release(owners, clientBytes, addressBytes, member, size)
  local owner = redis.call('HGET', owners, member)
  if not owner then return end
  redis.call('HDEL', owners, member)
  local cut = string.find(owner, '\\n', 1, true)
  if not cut then return end
  local client, address = string.sub(owner, 1, cut - 1), string.sub(owner, cut + 1)
  if redis.call('HINCRBY', clientBytes, client, -size) <= 0 then redis.call('HDEL', clientBytes, client) end
  if redis.call('HINCRBY', addressBytes, address, -size) <= 0 then redis.call('HDEL', addressBytes, address) end
end

-- Expired messages leave the accounting here (their topic keys go by themselves). Answers how many.
-- acct: order, sizes, expiries, bytes, owners, client bytes, address bytes.
local function purgeAccounting(acct, now)
  local order, sizes, expiries, bytes = acct[1], acct[2], acct[3], acct[4]
  local expired = redis.call('ZRANGEBYSCORE', expiries, '-inf', now, 'LIMIT', 0, 1000)
  if #expired == 0 then return 0 end
  local freed = 0
  for i, size in ipairs(redis.call('HMGET', sizes, unpack(expired))) do
    freed = freed + (tonumber(size) or 0)
    release(acct[5], acct[6], acct[7], expired[i], tonumber(size) or 0)
  end
  redis.call('HDEL', sizes, unpack(expired))
  redis.call('ZREM', order, unpack(expired))
  redis.call('ZREM', expiries, unpack(expired))
  redis.call('DECRBY', bytes, freed)
  return #expired
end
`

/**
 * KEYS: topic messages, topic expiries, order, sizes, expiries, bytes, sequence, owners, client bytes, address bytes.
 * ARGV: now, hash, expiresAt, message JSON, max per topic, size, topic budget, mailbox budget, key prefix, topic,
 * publisher (client key), its address key, client budget, address budget.
 * Answers { outcome, evicted for the topic's budget, evicted for the mailbox's }.
 */
export const STORE = `${HELPERS}
local now = tonumber(ARGV[1])
local acct = { KEYS[3], KEYS[4], KEYS[5], KEYS[6], KEYS[8], KEYS[9], KEYS[10] }
purgeTopic(KEYS[1], KEYS[2], now)
purgeAccounting(acct, now)
if redis.call('HEXISTS', KEYS[1], ARGV[2]) == 1 then return { 'duplicate', 0, 0 } end
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) then return { 'topic-full', 0, 0 } end

-- The publisher's budgets, client key and address: past either it is refused, nothing evicted for it.
-- Expired messages may still count: when it looks over, all of them leave the accounting first.
local size = tonumber(ARGV[6])
local function overBudget()
  local client = tonumber(redis.call('HGET', KEYS[9], ARGV[11])) or 0
  if client + size > tonumber(ARGV[13]) then return 'client-full' end
  local address = tonumber(redis.call('HGET', KEYS[10], ARGV[12])) or 0
  if address + size > tonumber(ARGV[14]) then return 'address-full' end
  return nil
end
if overBudget() then
  while purgeAccounting(acct, now) == 1000 do end
  local refusal = overBudget()
  if refusal then return { refusal, 0, 0 } end
end

local topic = ARGV[10]
local kept = topic .. '\\n' .. ARGV[2]
redis.call('HSET', KEYS[1], ARGV[2], ARGV[4])
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[2])
redis.call('ZADD', KEYS[3], redis.call('INCR', KEYS[7]), kept)
redis.call('HSET', KEYS[4], kept, ARGV[6])
redis.call('ZADD', KEYS[5], ARGV[3], kept)
redis.call('INCRBY', KEYS[6], ARGV[6])
redis.call('HSET', KEYS[8], kept, ARGV[11] .. '\\n' .. ARGV[12])
redis.call('HINCRBY', KEYS[9], ARGV[11], size)
redis.call('HINCRBY', KEYS[10], ARGV[12], size)
local ttl = tonumber(ARGV[3]) - now
for i = 1, 2 do
  if redis.call('PTTL', KEYS[i]) < ttl then redis.call('PEXPIRE', KEYS[i], ttl) end
end

-- Drops a held message (topic, newline, hash) from its topic and from the accounting; answers its size.
local function forget(member)
  local size = tonumber(redis.call('HGET', KEYS[4], member)) or 0
  local cut = string.find(member, '\\n', 1, true)
  local topicKey = ARGV[9] .. '{' .. string.sub(member, 1, cut - 1) .. '}:'
  local hash = string.sub(member, cut + 1)
  redis.call('HDEL', topicKey .. 'messages', hash)
  redis.call('ZREM', topicKey .. 'expiries', hash)
  redis.call('ZREM', KEYS[3], member)
  redis.call('HDEL', KEYS[4], member)
  redis.call('ZREM', KEYS[5], member)
  redis.call('DECRBY', KEYS[6], size)
  release(KEYS[8], KEYS[9], KEYS[10], member, size)
  return size
end

-- The topic's budget: its oldest messages go first, never the one just stored.
local evictedForTopic = 0
local hashes = redis.call('HKEYS', KEYS[1])
if #hashes > 1 then
  local members = {}
  for i, hash in ipairs(hashes) do members[i] = topic .. '\\n' .. hash end
  local sizes = chunked('HMGET', KEYS[4], members)
  local held = 0
  for i = 1, #members do held = held + (tonumber(sizes[i]) or 0) end
  if held > tonumber(ARGV[7]) then
    local places = chunked('ZMSCORE', KEYS[3], members)
    local byAge = {}
    for i = 1, #members do byAge[i] = { member = members[i], place = tonumber(places[i]) or 0 } end
    table.sort(byAge, function(a, b) return a.place < b.place end)
    for _, entry in ipairs(byAge) do
      if held <= tonumber(ARGV[7]) then break end
      if entry.member ~= kept then
        held = held - forget(entry.member)
        evictedForTopic = evictedForTopic + 1
      end
    end
  end
end

-- The mailbox's budget: its oldest messages go first, whatever their topic, never the one just stored.
local evictedForMailbox = 0
local total = tonumber(redis.call('GET', KEYS[6])) or 0
while total > tonumber(ARGV[8]) do
  local oldest = redis.call('ZRANGE', KEYS[3], 0, 0)[1]
  if not oldest or oldest == kept then break end
  total = total - forget(oldest)
  evictedForMailbox = evictedForMailbox + 1
end
return { 'stored', evictedForTopic, evictedForMailbox }
`

/** KEYS: messages, expiries, the client's acknowledged set. ARGV: now. Answers the JSON of live, unacknowledged messages. */
export const PENDING = `${HELPERS}
purgeTopic(KEYS[1], KEYS[2], tonumber(ARGV[1]))
local all = redis.call('HGETALL', KEYS[1])
local pending = {}
for i = 1, #all, 2 do
  if redis.call('SISMEMBER', KEYS[3], all[i]) == 0 then pending[#pending + 1] = all[i + 1] end
end
return pending
`

/** KEYS: messages, the client's acknowledged set. ARGV: hash. The set lives as long as the topic's messages. */
export const ACKNOWLEDGE = `
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('SADD', KEYS[2], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl > 0 and redis.call('PTTL', KEYS[2]) < ttl then redis.call('PEXPIRE', KEYS[2], ttl) end
return 1
`

/** KEYS: order, sizes, expiries, bytes, owners, client bytes, address bytes. ARGV: now. Answers the bytes the live messages count for. */
export const BYTES_HELD = `${HELPERS}
while purgeAccounting(KEYS, tonumber(ARGV[1])) == 1000 do end
return tonumber(redis.call('GET', KEYS[4])) or 0
`

export interface MailboxScripts {
  /** Keys as STORE lists them, then its arguments. */
  foyerRelayStore(...keysThenArgs: (string | number)[]): Promise<[string, number, number]>
  foyerRelayPending(messages: string, expiries: string, acknowledged: string, now: number): Promise<string[]>
  foyerRelayAcknowledge(messages: string, acknowledged: string, hash: string): Promise<number>
  /** The accounting keys as BYTES_HELD lists them, then now. */
  foyerRelayBytesHeld(...keysThenNow: (string | number)[]): Promise<number>
}
