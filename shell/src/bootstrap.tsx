import { createRoot } from 'react-dom/client';
import { useEffect, useState, type ComponentType } from 'react';
import { i18n } from '@site/shared';
import { fetchRegistry, loadDescriptor, registerRegistry } from './app/remotes';

function Probe() {
  const [Lanes, setLanes] = useState<ComponentType | null>(null);
  useEffect(() => {
    void loadDescriptor('games').then(async (d) => {
      const w = d?.widgets?.['home-lanes'];
      if (w) {
        const m = await w();
        setLanes(() => m.default as ComponentType);
      }
    });
  }, []);
  return <div>shell {i18n.language} {Lanes ? <Lanes /> : 'loading lanes'}</div>;
}

void fetchRegistry().then((registry) => {
  registerRegistry(registry);
  createRoot(document.getElementById('root')!).render(<Probe />);
});
