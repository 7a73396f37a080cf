import { fireEvent, render, screen } from '@testing-library/react';
import { MediaImage } from '@/components/content/media-image';
import { PLACEHOLDER_IMAGE } from '@/lib/media/chain';

test('a failed image steps to the staging copy, then to the placeholder, and stops there', () => {
  render(
    <MediaImage
      sources={['https://media.example.com/a.jpg', 'https://staging.example.com/a.jpg']}
      alt="Gulf State Park pier"
      width={400}
      height={300}
    />,
  );
  const image = screen.getByRole('img', { name: 'Gulf State Park pier' });
  expect(image).toHaveAttribute('src', 'https://media.example.com/a.jpg');
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('width', '400');
  fireEvent.error(image);
  expect(image).toHaveAttribute('src', 'https://staging.example.com/a.jpg');
  fireEvent.error(image);
  expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  fireEvent.error(image);
  expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
});
