import fs from 'node:fs';
import path from 'node:path';

/** Where the game client's build lands (helper build: play.html, client.js, client.css). */
export const DEFAULT_CLIENT_DIR = path.resolve(__dirname, '../dist/client');

export const PLAY_PAGE = 'play.html';

/** Whether the client has been built into `dir` (checked per request: a build may come later). */
export function clientBuilt(dir: string): boolean {
  return fs.existsSync(path.join(dir, PLAY_PAGE));
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A small page for the launch and play addresses when there is no game to show. */
export function noticePage(lang: string, title: string, text: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body>
</html>
`;
}

type NoticeKey = 'launchFailed' | 'walletUnavailable' | 'notBuilt';

/** The notices in the four languages the games offer. */
export const NOTICES: Record<NoticeKey, Record<'en' | 'es' | 'vi' | 'zh', [string, string]>> = {
  launchFailed: {
    en: ['Game link expired', 'This game link has expired or was already used. Close this window and start the game again.'],
    es: ['Enlace caducado', 'Este enlace del juego ha caducado o ya se usó. Cierra esta ventana y abre el juego de nuevo.'],
    vi: ['Liên kết đã hết hạn', 'Liên kết trò chơi này đã hết hạn hoặc đã được dùng. Hãy đóng cửa sổ và mở lại trò chơi.'],
    zh: ['游戏链接已失效', '此游戏链接已过期或已被使用。请关闭此窗口并重新启动游戏。'],
  },
  walletUnavailable: {
    en: ['Game unavailable', 'The wallet could not be reached. Please try again in a moment.'],
    es: ['Juego no disponible', 'No se pudo contactar con el monedero. Inténtalo de nuevo en un momento.'],
    vi: ['Trò chơi không khả dụng', 'Không thể kết nối ví. Vui lòng thử lại sau giây lát.'],
    zh: ['游戏暂不可用', '无法连接钱包，请稍后再试。'],
  },
  notBuilt: {
    en: ['Game client not built', 'The game client has not been built on this server yet (run npm run build).'],
    es: ['Cliente del juego no compilado', 'El cliente del juego aún no se ha compilado en este servidor (ejecuta npm run build).'],
    vi: ['Chưa xây dựng trình chơi game', 'Trình chơi game chưa được xây dựng trên máy chủ này (chạy npm run build).'],
    zh: ['游戏客户端尚未构建', '此服务器尚未构建游戏客户端（请运行 npm run build）。'],
  },
};
