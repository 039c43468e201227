import type { Catalogue } from '../catalogue.ts'

export const zhCNAlerts: Catalogue['alerts'] = {
  SWITCH_NETWORK_NOT_FOUND: {
    shortMessage: '未找到网络',
    longMessage: '您请求的网络未在此应用中设置。',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: '应用配置无效',
    longMessage: '此应用的来源（origin）不在其项目的允许列表中。',
  },
  SOCIALS_TIMEOUT: {
    shortMessage: '应用配置无效',
    longMessage: '嵌入式钱包加载失败。请检查此域名是否在项目的允许列表中。',
  },
  JWT_TOKEN_NOT_VALID: {
    shortMessage: '会话已过期',
    longMessage: '您的会话已过期。请重新登录。',
  },
  INVALID_PROJECT_ID: {
    shortMessage: '项目 ID 无效',
    longMessage: '服务器无法识别此应用使用的 projectId。',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: '未配置项目 ID',
    longMessage: '请在 Foyer 选项中设置 projectId，以使用钱包目录和区块链 API。',
  },
}
