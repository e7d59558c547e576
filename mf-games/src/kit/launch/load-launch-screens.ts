/**
 * The hosting pages' code (/game, /seamless, /fbsports): their routes load it, and the launch host,
 * mounted for members when the page is idle, fetches it ahead so a member's first game starts
 * without waiting for it.
 */
export const loadLaunchScreens = () => import('../../features/launch/components/launch-screen');
