// The bench's floor page (docs/performance.md, "The floor"): the dashboard's cards with React
// alone. It reads the JSON the bench wrote beside it (named by `?data=`), puts the app's
// stylesheet and <html> attributes in place, and renders the grid.
import { createRoot } from 'react-dom/client';
import type { FloorData } from './floorData';
import { FloorPage } from './FloorPage';

async function start() {
  const name = new URLSearchParams(location.search).get('data') ?? 'data.json';
  const data = (await (await fetch(name)).json()) as FloorData;
  const style = document.createElement('style');
  style.textContent = data.css;
  document.head.append(style);
  for (const [key, value] of Object.entries(data.htmlAttributes)) document.documentElement.setAttribute(key, value);
  const root = createRoot(document.getElementById('root') as HTMLElement);
  root.render(<FloorPage data={data} />);
}

void start();
