import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Address, Hash, Hex } from 'viem'
import { eip155NetworkId, type Eip155NetworkId } from '../caip.ts'
import type { Db } from '../kernel/db/database.ts'
import type { ActivityLedger, StoredHistoryPage } from './activityLedger.ts'
import { activityCursors, activityParticipants, activityTokens, activityTransactions, activityTransfers, activityUserOperations } from './activityTables.ts'
import { participantsByTransaction, type IndexedTransfer, type IndexedUserOperation } from './blockActivity.ts'
import type { HistoryPosition } from './historyCursor.ts'
import type { StoredTransaction } from './toTransaction.ts'
import type { TokenMetadata } from './tokenMetadata.ts'

/** Rows per INSERT: far below Postgres's 65,535 parameters per statement, whatever a block holds. */
const ROWS_PER_INSERT = 1_000

/** The activity ledger in Postgres (or PGlite) through drizzle. */
export function postgresActivityLedger(db: Db): ActivityLedger {
  return {
    async cursor(chainId) {
      const [row] = await db
        .select()
        .from(activityCursors)
        .where(eq(activityCursors.chainId, chainNumber(chainId)))
      return row && { number: row.blockNumber, hash: row.blockHash as Hash }
    },

    async recordBlocks(chainId, blocks, newTokens) {
      const last = blocks.at(-1)
      if (!last) return
      const chain = chainNumber(chainId)
      const transactions = blocks.flatMap((block) => block.transactions)
      const transfers = blocks.flatMap((block) => block.transfers)
      const userOperations = blocks.flatMap((block) => block.userOperations)
      const participants = blocks.flatMap((block) => {
        const byHash = participantsByTransaction(block)
        return block.transactions.flatMap((transaction) =>
          [...(byHash.get(transaction.hash) ?? [])].map((account) => ({
            account,
            blockTimestamp: transaction.timestamp,
            chainId: chain,
            blockNumber: transaction.blockNumber,
            transactionIndex: transaction.transactionIndex,
            transactionHash: transaction.hash,
          })),
        )
      })
      await db.transaction(async (tx) => {
        await insertAll(
          tx,
          activityTransactions,
          transactions.map((transaction) => ({
            chainId: chain,
            hash: transaction.hash,
            blockNumber: transaction.blockNumber,
            transactionIndex: transaction.transactionIndex,
            blockTimestamp: transaction.timestamp,
            fromAddress: transaction.from,
            toAddress: transaction.to,
            createsContract: transaction.createsContract,
            nonce: transaction.nonce,
            value: transaction.value,
            selector: transaction.selector,
            status: transaction.status,
          })),
        )
        await insertAll(
          tx,
          activityTransfers,
          transfers.map((transfer) => ({
            chainId: chain,
            transactionHash: transfer.transactionHash,
            logIndex: transfer.logIndex,
            batchIndex: transfer.batchIndex ?? 0,
            token: transfer.token,
            fromAddress: transfer.from,
            toAddress: transfer.to,
            amount: transfer.amount,
            tokenId: transfer.nft?.tokenId ?? null,
            nftStandard: transfer.nft?.standard ?? null,
          })),
        )
        await insertAll(
          tx,
          activityUserOperations,
          userOperations.map(({ to, ...operation }) => ({ chainId: chain, ...operation, toAddress: to })),
        )
        await insertAll(tx, activityParticipants, participants)
        await insertAll(
          tx,
          activityTokens,
          [...newTokens].map(([address, token]) => ({ chainId: chain, address, ...token })),
        )
        const cursor = { blockNumber: last.header.number, blockHash: last.header.hash }
        await tx
          .insert(activityCursors)
          .values({ chainId: chain, ...cursor })
          .onConflictDoUpdate({ target: activityCursors.chainId, set: cursor })
      })
    },

    async forgetChain(chainId) {
      const chain = chainNumber(chainId)
      await db.transaction(async (tx) => {
        for (const table of [activityParticipants, activityTransfers, activityUserOperations, activityTransactions, activityTokens, activityCursors]) {
          await tx.delete(table).where(eq(table.chainId, chain))
        }
      })
    },

    async tokens(chainId) {
      const rows = await db
        .select()
        .from(activityTokens)
        .where(eq(activityTokens.chainId, chainNumber(chainId)))
      return new Map(rows.map((row) => [row.address as Address, { name: row.name, symbol: row.symbol, decimals: row.decimals }]))
    },

    async history({ account, chainIds, after, limit }): Promise<StoredHistoryPage> {
      const p = activityParticipants
      const rows = await db
        .select()
        .from(p)
        .where(and(eq(p.account, account), inArray(p.chainId, chainIds.map(chainNumber)), after && isBefore(after)))
        .orderBy(desc(p.blockTimestamp), desc(p.chainId), desc(p.blockNumber), desc(p.transactionIndex))
        .limit(limit + 1)
      const page = rows.slice(0, limit)
      if (page.length === 0) return { transactions: [], nextAfter: undefined, tokens: new Map() }

      const keys = page.map((row) => sql`(${row.chainId}::bigint, ${row.transactionHash})`)
      const [transactionRows, transferRows, operationRows] = await Promise.all([
        db
          .select()
          .from(activityTransactions)
          .where(sql`(${activityTransactions.chainId}, ${activityTransactions.hash}) in (${sql.join(keys, sql`, `)})`),
        db
          .select()
          .from(activityTransfers)
          .where(sql`(${activityTransfers.chainId}, ${activityTransfers.transactionHash}) in (${sql.join(keys, sql`, `)})`)
          .orderBy(activityTransfers.logIndex, activityTransfers.batchIndex),
        db
          .select()
          .from(activityUserOperations)
          .where(sql`(${activityUserOperations.chainId}, ${activityUserOperations.transactionHash}) in (${sql.join(keys, sql`, `)})`)
          .orderBy(activityUserOperations.logIndex),
      ])
      const transfersOf = new Map<string, IndexedTransfer[]>()
      for (const row of transferRows) {
        const key = `${row.chainId}:${row.transactionHash}`
        const list = transfersOf.get(key) ?? []
        list.push({
          transactionHash: row.transactionHash as Hash,
          logIndex: row.logIndex,
          ...(row.batchIndex !== 0 && { batchIndex: row.batchIndex }),
          token: row.token as Address | null,
          from: row.fromAddress as Address,
          to: row.toAddress as Address,
          amount: row.amount,
          ...(row.tokenId !== null && row.nftStandard !== null && { nft: { standard: row.nftStandard, tokenId: row.tokenId } }),
        })
        transfersOf.set(key, list)
      }
      const operationsOf = new Map<string, IndexedUserOperation[]>()
      for (const { chainId, toAddress, ...row } of operationRows) {
        const key = `${chainId}:${row.transactionHash}`
        const list = operationsOf.get(key) ?? []
        list.push({
          ...row,
          transactionHash: row.transactionHash as Hash,
          hash: row.hash as Hash,
          sender: row.sender as Address,
          to: toAddress as Address | null,
          selector: row.selector as Hex | null,
          paymaster: row.paymaster as Address | null,
        })
        operationsOf.set(key, list)
      }
      const tokens = await tokensOf(db, transferRows)
      const transactionOf = new Map(transactionRows.map((row) => [`${row.chainId}:${row.hash}`, row]))
      const transactions = page.map((participant): StoredTransaction => {
        const key = `${participant.chainId}:${participant.transactionHash}`
        const row = transactionOf.get(key)
        if (!row) throw new Error(`The activity index lists ${key} for ${account} but has no such transaction`)
        return {
          chainId: eip155NetworkId(row.chainId),
          hash: row.hash as Hash,
          blockNumber: row.blockNumber,
          transactionIndex: row.transactionIndex,
          timestamp: row.blockTimestamp,
          from: row.fromAddress as Address,
          to: row.toAddress as Address,
          createsContract: row.createsContract,
          nonce: row.nonce,
          value: row.value,
          selector: row.selector as Hex | null,
          status: row.status,
          transfers: transfersOf.get(key) ?? [],
          userOperations: operationsOf.get(key) ?? [],
        }
      })
      const last = page.at(-1)!
      const nextAfter: HistoryPosition | undefined =
        rows.length > limit ? { timestamp: last.blockTimestamp, chainId: last.chainId, blockNumber: last.blockNumber, transactionIndex: last.transactionIndex } : undefined
      return { transactions, nextAfter, tokens }
    },

    async nftHoldings({ account, chainId, limit }) {
      const t = activityTransfers
      const held = sql<string>`sum(case when ${t.toAddress} = ${account} then ${t.amount} else 0 end) - sum(case when ${t.fromAddress} = ${account} then ${t.amount} else 0 end)`
      const rows = await db
        .select({ contract: t.token, tokenId: t.tokenId, standard: t.nftStandard, amount: held })
        .from(t)
        .where(and(eq(t.chainId, chainNumber(chainId)), sql`${t.tokenId} is not null`, or(eq(t.toAddress, account), eq(t.fromAddress, account))))
        .groupBy(t.token, t.tokenId, t.nftStandard)
        .having(sql`${held} > 0`)
        .orderBy(t.token, t.tokenId)
        .limit(limit)
      return rows.map((row) => ({ contract: row.contract as Address, tokenId: row.tokenId!, standard: row.standard!, amount: BigInt(row.amount) }))
    },

    async nftStandard({ chainId, contract, tokenId }) {
      const t = activityTransfers
      const [row] = await db
        .select({ standard: t.nftStandard })
        .from(t)
        .where(and(eq(t.chainId, chainNumber(chainId)), eq(t.token, contract), eq(t.tokenId, tokenId)))
        .limit(1)
      return row?.standard ?? undefined
    },
  }
}

/** The recorded metadata of the tokens some transfers moved, by `<chainId>:<address>`. */
async function tokensOf(db: Db, transfers: readonly { chainId: number; token: string | null }[]) {
  const keys = [...new Set(transfers.flatMap((transfer) => (transfer.token ? [`${transfer.chainId}:${transfer.token}`] : [])))]
  if (keys.length === 0) return new Map<string, TokenMetadata>()
  const pairs = keys.map((key) => {
    const [chain, address] = key.split(':') as [string, string]
    return sql`(${chain}::bigint, ${address})`
  })
  const rows = await db
    .select()
    .from(activityTokens)
    .where(sql`(${activityTokens.chainId}, ${activityTokens.address}) in (${sql.join(pairs, sql`, `)})`)
  return new Map(rows.map((row) => [`eip155:${row.chainId}:${row.address}`, { name: row.name, symbol: row.symbol, decimals: row.decimals }]))
}

/** Rows strictly after a position in history order (which runs newest first). */
function isBefore(position: HistoryPosition): SQL {
  const p = activityParticipants
  return sql`(${p.blockTimestamp}, ${p.chainId}, ${p.blockNumber}, ${p.transactionIndex}) < (${position.timestamp.toString()}::bigint, ${position.chainId}::bigint, ${position.blockNumber.toString()}::bigint, ${position.transactionIndex}::integer)`
}

/** Inserts in chunks, skipping rows already there: recording a block twice changes nothing. */
async function insertAll<Table extends PgTable>(db: Db, table: Table, rows: Table['$inferInsert'][]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db
      .insert(table)
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .onConflictDoNothing()
  }
}

function chainNumber(chainId: Eip155NetworkId): number {
  return Number(chainId.slice('eip155:'.length))
}
