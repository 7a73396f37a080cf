import { MAIN_CONTENT_ID } from '@/components/shell/skip-link';

export default function HomePage() {
  return (
    <main id={MAIN_CONTENT_ID} className="container">
      <h1>Sweet Home Alabama</h1>
    </main>
  );
}
