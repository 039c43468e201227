/** `@foyer/core/testing`: the contract-level test double, for hosts' and adapters' tests. */
export { mockConnector, mockAdapter, UserRejectedError, MOCK_RPC_ANSWER, MOCK_SIGNATURE } from './mockConnector.ts'
export type { MockConnector, MockConnectorFlags, MockConnectorOptions } from './mockConnector.ts'
