import type { ScreenMessages } from '../en.ts';

export const zhSupport: ScreenMessages['support'] = {
  intro: '关于项目、付款或结果中某个数字的问题：以下是联系我们的方式、我们的回复时间以及各术语的含义。',
  contactTitle: '联系我们',
  contactBody: '请在来信中注明项目名称；如涉及付款，请注明发票号码。',
  contactEmail: '发送邮件至 {{email}}',
  contactNone: '请查看帮助面板中的主题，或向您的客户经理索取支持邮箱。',
  timesTitle: '回复时间',
  timesProduct: '关于结果或产品的问题：一个工作日内。',
  timesPayment: '付款、发票和登录：四个工作小时内。',
  timesFieldwork: '在执行中停止的项目：当个工作日内。',
  timesHours: '工作时间：周一至周五 9:00–18:00（欧洲中部时间）。',
  statusTitle: '服务状态',
  statusChecking: '正在检查服务…',
  statusOk: '服务运行正常（检查于 {{time}}）。',
  statusDown: '目前无法连接服务。您的项目和数据是安全的，请几分钟后重试。',
  statusRetry: '重新检查',
  faqTitle: '常见问题',
  faqSimulatedQ: '为什么有些结果标注“模拟”？',
  faqSimulatedA:
    '演示项目和测试由产品模型生成的模拟受访者作答。其数字展示产品的工作方式，而非真实受众；每个页面和导出文件都会注明。',
  faqWhenQ: '结果何时出来？',
  faqWhenA: '执行期间会显示实时结果；当达到样本量或执行时间结束时给出最终分析。',
  faqSeparableQ: '“95% 下无法区分”是什么意思？',
  faqSeparableA:
    '两个广告中任一方优于另一方的概率低于 95% 时，它们共享一个排名区间：当前样本还无法区分它们。',
  faqPriceQ: '项目价格是如何计算的？',
  faqPriceA:
    '启动费加上每位受访者的费用，因此价格随样本量（50、150 或 300）变化。结账页面会在付款前显示明细。',
  readTitle: '了解更多',
  glossaryLink: '术语表',
  methodologyLink: '每个 KPI 的方法',
  apiLink: 'API 参考',
  glossaryTitle: '术语表',
  methodologyTitle: '方法说明',
  methodologyIntro: '每个数字的计算方式，与 PDF 报告中一致。包含所有常数的完整公式见 AdPulse 方法说明。',
};
