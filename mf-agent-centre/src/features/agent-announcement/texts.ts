import type { FeatureTexts } from '../../i18n/feature-texts';

// Read as t('announcement.<key>'); the page title is the menu's label.
const en = { empty: 'There are no announcements for agents yet.', published: 'Published {{date}}' };
type Texts = typeof en;
const es: Texts = { empty: 'Aún no hay anuncios para agentes.', published: 'Publicado el {{date}}' };
const vi: Texts = { empty: 'Chưa có thông báo nào cho đại lý.', published: 'Đăng ngày {{date}}' };
const zh: Texts = { empty: '暂无代理公告。', published: '发布于 {{date}}' };

export const texts: FeatureTexts<Texts> = { en, es, vi, zh };
