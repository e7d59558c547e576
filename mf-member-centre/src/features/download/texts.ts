import type { FeatureTexts } from '../../i18n/feature-texts';

// Keys are read as t('download.<key>') in the member namespace; the page title is page.download.
// The steps name the browsers' own menu entries as each browser spells them in that language.
const en = {
  intro: 'There is no app to download from a store yet. You can add this site to your home screen instead: it then opens in one tap, like an app, with the same account.',
  ios: 'iPhone and iPad (Safari)',
  ios1: 'Open this site in Safari.',
  ios2: 'Tap the Share button (the square with an arrow).',
  ios3: 'Choose “Add to Home Screen”, then tap Add.',
  android: 'Android (Chrome)',
  android1: 'Open this site in Chrome.',
  android2: 'Tap the menu (⋮) at the top right.',
  android3: 'Choose “Add to Home screen” (or “Install app”), then confirm.',
  desktop: 'Computer',
  desktop1: 'Bookmark this page: press Ctrl+D, or ⌘+D on a Mac.',
  apps: 'Apps',
  APP_IOS: 'iPhone app',
  APP_ANDROID: 'Android app',
  back: 'Back to the home page',
};

const es: typeof en = {
  intro: 'Todavía no hay una app para descargar de una tienda. En su lugar, puedes añadir este sitio a tu pantalla de inicio: se abre con un toque, como una app, con la misma cuenta.',
  ios: 'iPhone y iPad (Safari)',
  ios1: 'Abre este sitio en Safari.',
  ios2: 'Toca el botón Compartir (el cuadrado con una flecha).',
  ios3: 'Elige «Añadir a pantalla de inicio» y toca Añadir.',
  android: 'Android (Chrome)',
  android1: 'Abre este sitio en Chrome.',
  android2: 'Toca el menú (⋮) arriba a la derecha.',
  android3: 'Elige «Añadir a pantalla de inicio» (o «Instalar aplicación») y confirma.',
  desktop: 'Ordenador',
  desktop1: 'Guarda esta página en marcadores: pulsa Ctrl+D, o ⌘+D en un Mac.',
  apps: 'Apps',
  APP_IOS: 'App para iPhone',
  APP_ANDROID: 'App para Android',
  back: 'Volver a la página de inicio',
};

const vi: typeof en = {
  intro: 'Hiện chưa có ứng dụng để tải từ cửa hàng. Bạn có thể thêm trang này vào màn hình chính: sau đó chỉ cần chạm một lần để mở, như một ứng dụng, với cùng tài khoản.',
  ios: 'iPhone và iPad (Safari)',
  ios1: 'Mở trang này bằng Safari.',
  ios2: 'Chạm nút Chia sẻ (hình vuông có mũi tên).',
  ios3: 'Chọn “Thêm vào MH chính”, rồi chạm Thêm.',
  android: 'Android (Chrome)',
  android1: 'Mở trang này bằng Chrome.',
  android2: 'Chạm menu (⋮) ở góc trên bên phải.',
  android3: 'Chọn “Thêm vào màn hình chính” (hoặc “Cài đặt ứng dụng”), rồi xác nhận.',
  desktop: 'Máy tính',
  desktop1: 'Đánh dấu trang này: nhấn Ctrl+D, hoặc ⌘+D trên máy Mac.',
  apps: 'Ứng dụng',
  APP_IOS: 'Ứng dụng iPhone',
  APP_ANDROID: 'Ứng dụng Android',
  back: 'Về trang chủ',
};

const zh: typeof en = {
  intro: '目前还没有可从应用商店下载的应用。您可以把本站添加到主屏幕：之后轻点一下即可打开，就像应用一样，使用同一个账户。',
  ios: 'iPhone 和 iPad（Safari）',
  ios1: '用 Safari 打开本站。',
  ios2: '轻点“共享”按钮（带箭头的方框）。',
  ios3: '选择“添加到主屏幕”，然后轻点“添加”。',
  android: 'Android（Chrome）',
  android1: '用 Chrome 打开本站。',
  android2: '轻点右上角的菜单（⋮）。',
  android3: '选择“添加到主屏幕”（或“安装应用”），然后确认。',
  desktop: '电脑',
  desktop1: '将本页加入书签：按 Ctrl+D，Mac 上按 ⌘+D。',
  apps: '应用',
  APP_IOS: 'iPhone 应用',
  APP_ANDROID: 'Android 应用',
  back: '返回首页',
};

export const texts: FeatureTexts<typeof en> = { en, es, vi, zh };
