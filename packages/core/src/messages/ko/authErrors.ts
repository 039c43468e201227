import type { Catalogue } from '../catalogue.ts'

export const koAuthErrors: Catalogue['authErrors'] = {
  INVALID_EMAIL: '올바른 이메일 주소를 입력하세요',
  SAME_EMAIL: '이미 지갑에 등록된 이메일이에요',
  INVALID_OTP: '이메일로 받은 6자리 코드를 입력하세요',
  POPUP_CLOSED: '로그인이 끝나기 전에 로그인 창이 닫혔어요',
  LOGIN_FAILED: '로그인을 완료하지 못했어요. 다시 시도해 주세요.',
  TRY_AGAIN_AFTER: '{seconds}초 후에 다시 시도해 주세요',
  FRAME_ERROR: '오류가 발생했어요',
  SERVER_UNREACHABLE: '서버에 연결할 수 없어요. 인터넷 연결을 확인하고 다시 시도해 주세요.',
  SITE_NOT_ALLOWED: '이 사이트에서는 이메일 및 소셜 로그인을 사용할 수 없어요.',
  SOMETHING_WENT_WRONG: '문제가 발생했어요',
  CODE_NOT_ACCEPTED: '이 코드를 사용할 수 없어요. 이메일을 확인하고 다시 시도하거나 새 코드를 요청하세요.',
  CODE_WRONG: '코드가 맞지 않아요. 남은 시도 횟수: {count}회.',
  CODE_LOCKED: '잘못된 코드를 너무 많이 입력해서 이 코드는 더 이상 사용할 수 없어요. 새 코드를 요청하세요.',
  LOCKED_OUT: '잘못된 코드를 너무 많이 입력했어요. 몇 분 기다린 후 새 코드를 요청하세요.',
  MAIL_LIMIT: '로그인 이메일 요청이 너무 많아요. 잠시 후 다시 시도해 주세요.',
  LOGIN_CANCELLED: '{provider}에서 로그인이 취소되었어요.',
}
