import type { Catalogue } from '../catalogue.ts'

export const koSiwx: Catalogue['siwx'] = {
  heading: '{app}에 로그인',
  whatItIs: '메시지에 서명해 이 계정이 내 계정임을 증명하세요. 서명은 무료이며 거래를 보내지 않아요.',
  inWallet: '지갑에 서명할 메시지가 표시돼요.',
  inFrame: '안전한 창에 메시지가 표시되면 확인 후 승인하세요.',
  cancelDisconnects: '취소하면 지갑 연결이 해제돼요.',
  account: '계정',
  sign: '로그인',
  signing: '서명을 기다리는 중…',
  cancel: '취소',
  required: '{app}에 로그인해야 해요. 메시지에 서명하거나, 취소해서 연결을 해제하세요.',
  failed: '로그인에 실패했어요. 다시 시도해 주세요.',
}

export const koSiwxTitles: Catalogue['siwxTitles'] = {
  SIWXSignMessage: '로그인',
  ConnectingSiwe: '로그인',
}
