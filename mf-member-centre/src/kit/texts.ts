import type { FeatureTexts } from '../i18n/feature-texts';

/**
 * Texts of the member centre's own kit pieces (date filter, proof pictures), read as
 * t('kit.<key>') in the member namespace; the shared pieces' texts are the centre kit's own.
 */
const en = {
  date_range: {
    label: 'Date range',
    presets: 'Quick ranges',
    today: 'Today',
    yesterday: 'Yesterday',
    last_7_days: 'Last 7 days',
    last_30_days: 'Last 30 days',
    start: 'From',
    end: 'To',
  },
  proof: {
    label: 'Proof pictures',
    hint: 'png or jpg, at most {{maxMb}} MB each, up to {{maxFiles}} pictures.',
    none: 'Please choose at least one picture.',
    tooMany: 'Please choose at most {{maxFiles}} pictures.',
    type: 'Pictures must be png or jpg.',
    size: 'Each picture may be at most {{maxMb}} MB.',
  },
};

type Texts = typeof en;

const es: Texts = {
  date_range: {
    label: 'Rango de fechas',
    presets: 'Rangos rápidos',
    today: 'Hoy',
    yesterday: 'Ayer',
    last_7_days: 'Últimos 7 días',
    last_30_days: 'Últimos 30 días',
    start: 'Desde',
    end: 'Hasta',
  },
  proof: {
    label: 'Imágenes de comprobante',
    hint: 'png o jpg, {{maxMb}} MB como máximo cada una, hasta {{maxFiles}} imágenes.',
    none: 'Elige al menos una imagen.',
    tooMany: 'Elige como máximo {{maxFiles}} imágenes.',
    type: 'Las imágenes deben ser png o jpg.',
    size: 'Cada imagen puede tener como máximo {{maxMb}} MB.',
  },
};

const vi: Texts = {
  date_range: {
    label: 'Khoảng thời gian',
    presets: 'Chọn nhanh',
    today: 'Hôm nay',
    yesterday: 'Hôm qua',
    last_7_days: '7 ngày qua',
    last_30_days: '30 ngày qua',
    start: 'Từ',
    end: 'Đến',
  },
  proof: {
    label: 'Hình chứng từ',
    hint: 'png hoặc jpg, tối đa {{maxMb}} MB mỗi hình, tối đa {{maxFiles}} hình.',
    none: 'Vui lòng chọn ít nhất một hình.',
    tooMany: 'Vui lòng chọn tối đa {{maxFiles}} hình.',
    type: 'Hình phải là png hoặc jpg.',
    size: 'Mỗi hình tối đa {{maxMb}} MB.',
  },
};

const zh: Texts = {
  date_range: {
    label: '日期范围',
    presets: '快捷选择',
    today: '今天',
    yesterday: '昨天',
    last_7_days: '最近 7 天',
    last_30_days: '最近 30 天',
    start: '开始',
    end: '结束',
  },
  proof: {
    label: '凭证图片',
    hint: 'png 或 jpg，每张不超过 {{maxMb}} MB，最多 {{maxFiles}} 张。',
    none: '请至少选择一张图片。',
    tooMany: '最多选择 {{maxFiles}} 张图片。',
    type: '图片必须是 png 或 jpg。',
    size: '每张图片不超过 {{maxMb}} MB。',
  },
};

export const texts: FeatureTexts<Texts> = { en, es, vi, zh };
