import type { Catalogue } from '../catalogue.ts'

export const koAlerts: Catalogue['alerts'] = {
  SWITCH_NETWORK_NOT_FOUND: {
    shortMessage: '네트워크를 찾을 수 없음',
    longMessage: '요청한 네트워크가 이 앱에 설정되어 있지 않아요.',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: '잘못된 앱 설정',
    longMessage: '이 앱의 출처(origin)가 프로젝트의 허용 목록에 없어요.',
  },
  SOCIALS_TIMEOUT: {
    shortMessage: '잘못된 앱 설정',
    longMessage: '내장 지갑을 불러오지 못했어요. 이 도메인이 프로젝트의 허용 목록에 있는지 확인하세요.',
  },
  JWT_TOKEN_NOT_VALID: {
    shortMessage: '세션 만료',
    longMessage: '세션이 만료되었어요. 다시 로그인해 주세요.',
  },
  INVALID_PROJECT_ID: {
    shortMessage: '잘못된 프로젝트 ID',
    longMessage: '이 앱에서 사용하는 projectId를 서버에서 찾을 수 없어요.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: '프로젝트 ID가 설정되지 않음',
    longMessage: '지갑 레지스트리와 블록체인 API를 사용하려면 Foyer 옵션에서 projectId를 설정하세요.',
  },
}
