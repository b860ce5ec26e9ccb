import type { ScreenMessages } from '../en.ts';

export const zhFieldwork: ScreenMessages['fieldwork'] = {
  intro: '目前已完成测试的受访者，按配额单元显示。本页会自动更新。',
  loading: '正在加载调研进度…',
  states: {
    fielding: '进行中',
    closing: '正在结束',
    closed: '已结束',
  },
  completes: '完成数',
  completesOf: '{{n}} / {{target}}',
  resultsLink: '查看目前的结果',
  timeLeft: '剩余时间',
  closedAt: '已于 {{date}} 结束',
  screenouts: '筛选淘汰',
  overquotas: '超出配额',
  dropouts: '中途退出',
  qualityTerminations: '质量淘汰',
  inProgress: '进行中',
  webcam: '允许摄像头',
  webcamOf: '{{accepted}} / {{asked}}',
  simulated: '模拟受访者：此调研用于展示产品的工作方式。',
  cellsTitle: '各配额单元完成数',
  cell: '单元',
  target: '目标',
  updated: '更新于 {{time}}',
  duration: {
    days: '{{days}} 天 {{hours}} 小时',
    hours: '{{hours}} 小时 {{minutes}} 分钟',
    minutes: '{{minutes}} 分钟',
  },
  links: {
    title: '受访者测试链接',
    intro: '将各自的链接提供给每个样本库，样本库会填入自己的参数。',
    copy: '复制',
    copyLabel: '复制 {{panel}} 链接',
    copied: '链接已复制。',
    copyFailed: '无法复制链接：请选中后手动复制。',
    panels: {
      dynata: 'Dynata',
      'pure-spectrum': 'PureSpectrum',
      direct: '直接链接',
    },
  },
  qr: {
    label: '直接链接的二维码',
    caption: '用手机扫描即可在手机上打开测试。',
  },
  quality: {
    title: '按原因统计的质量淘汰',
    reasons: {
      noMeasurement: '无测量数据',
      duplicate: '重复参与',
    },
    rules: {
      noMeasurement: '已允许使用摄像头，但某个刺激素材的样本数低于质量下限（每秒 5 个）。',
      duplicate: '同一设备再次进入，或同一地址的进入次数超过 3 次。',
    },
  },
  previewLink: '以受访者身份预览',
};
