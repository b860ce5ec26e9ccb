import type { ScreenMessages } from '../en.ts';

export const zhApiReference: ScreenMessages['apiReference'] = {
  intro:
    'AdPulse API 的全部路由，由应用所用的同一套契约生成。需要登录的路由以会话令牌作为 Bearer 令牌；错误带有稳定的错误码。',
  loading: '正在加载 API 说明…',
  download: '下载 OpenAPI 3.1 文档',
  routes: '{{n}} 个路由',
  public: '公开',
  session: '会话令牌',
  parameters: '参数',
  required: '必填',
  body: '请求体',
  answers: '响应',
};
