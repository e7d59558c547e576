import { useSession } from '@site/shared';
export default function Lanes() {
  const s = useSession();
  return <b>lanes from games; session {s ? 'in' : 'out'}</b>;
}
