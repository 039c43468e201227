import type { Catalogue } from '../catalogue.ts'

export const koSnackbars: Catalogue['snackbars'] = {
  TOKEN_BALANCE_UNAVAILABLE: '토큰 잔액을 불러올 수 없음',
  TRANSACTION_STARTED: '거래가 시작되었어요',
  SOMETHING_WENT_WRONG: '문제가 발생했어요',
  SEND_FAILED: '거래를 보내지 못했어요. 다시 시도해 주세요.',
  FETCH_TRANSACTIONS_FAILED: '거래 내역을 불러오지 못했어요',
  AUTH_INIT_FAILED: '인증을 시작하는 중 문제가 발생했어요',
  SIGNATURE_DECLINED: '서명이 거부되었어요',
  CALLS_UNSUPPORTED: '이 지갑은 이 일괄 요청을 보낼 수 없어요',
  SMART_ACCOUNTS_UNSUPPORTED: '이 애플리케이션은 스마트 계정을 지원하지 않을 수 있어요',
  AUTHENTICATING: '인증 중…',
  ADDRESS_COPIED: '주소가 복사되었어요',
  LINK_COPIED: '링크가 복사되었어요',
  NETWORK_SWITCH_FAILED: '네트워크를 전환하지 못했어요',
  ACTION_NOT_ALLOWED: '허용되지 않은 작업이에요',
  CHAIN_NOT_SUPPORTED: '지원하지 않는 네트워크예요',
}
