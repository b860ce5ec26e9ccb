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
      speeder: '答题过快',
      playback: '跳过或隐藏广告',
      straightLining: '答案完全一致',
      noMeasurement: '无测量数据',
      duplicate: '重复参与',
    },
    rules: {
      speeder:
        '由分析判定：答题时间不到所有完成者中位时间一半的完成者（至少 10 个完成者时判定）。不计入分析。',
      playback: '受访者在广告播放时拖动了进度或隐藏了页面（切换到其他标签页或应用）。',
      straightLining: '四个或更多量表答案（量表题和情绪强度）全部选在同一点上。',
      noMeasurement: '已允许使用摄像头，但某个刺激素材的样本数低于质量下限（每秒 5 个）。',
      duplicate: '同一设备再次进入，或同一地址的进入次数超过 3 次。',
    },
    /** The results' removals line: each reason with its count. */
    counted: {
      speeder_one: '{{n}} 人答题过快',
      speeder_other: '{{n}} 人答题过快',
      noMeasurement_one: '{{n}} 人无测量数据',
      noMeasurement_other: '{{n}} 人无测量数据',
      playback_one: '{{n}} 人跳过或隐藏广告',
      playback_other: '{{n}} 人跳过或隐藏广告',
      straightLining_one: '{{n}} 人答案完全一致',
      straightLining_other: '{{n}} 人答案完全一致',
      duplicate_one: '{{n}} 人重复参与',
      duplicate_other: '{{n}} 人重复参与',
    },
  },
  closeEarly: {
    button: '立即结束实地调查',
    title: '立即结束实地调查？',
    confirm_one:
      '分析将基于目前已完成的 {{count}} 份答卷（计划 {{target}} 份）。之后不再有新受访者进入，且无法撤销。',
    confirm_other:
      '分析将基于目前已完成的 {{count}} 份答卷（计划 {{target}} 份）。之后不再有新受访者进入，且无法撤销。',
    closing: '实地调查正在结束：不再有新受访者进入。最终分析基于已收到的完整答卷。',
    closedEarly: '已于 {{date}} 提前结束',
  },
  ownAudience: {
    title: '您自己的受众',
    intro: '只有收到直接链接的人参加此测试：没有样本库，也没有模拟受访者。他们的完整答卷计入样本。',
  },
  previewLink: '以受访者身份预览',
};
