import { render, screen, within } from '@testing-library/react';
import { AroundAlabama } from '@/components/home/around-alabama';
import { ExperienceCategories } from '@/components/home/experience-categories';
import { HeroCarousel } from '@/components/home/hero-carousel';
import { heroPictures } from '@/components/home/hero-pictures';
import { NotFoundNotice } from '@/components/content/not-found-notice';
import type { AroundItem, Banner } from '@/lib/content/types';
import { EXPERIENCES } from '@/lib/constants';
import { HOME_MESSAGES } from '@/lib/home/messages';
import { intlWrapper, message } from '@/tests/support/intl';

// The card picture is an async server component (the image pipeline), which jsdom cannot render.
jest.mock('@/components/content/card-image', () => ({ CardImage: () => null }));

const es = { wrapper: intlWrapper('es') };
const home = message('es', 'home');
const hero = message('es', 'homeHero');

const around: AroundItem[] = [
  {
    title: 'Viajes por carretera',
    description: '',
    image: '',
    imageAlt: '',
    link: '/road-trips',
    linkText: 'Encuentre un viaje',
  },
];

const slides: Banner[] = [
  {
    type: 'image',
    mediaId: 'one',
    image: '/images/home/gulf-shores-beach.svg',
    imageAlt: 'Dunas',
    video: '',
    description: 'Arena blanca',
    location: 'Gulf Shores',
    locationLink: '/experience-alabama/beaches',
    credit: 'Alabama Tourism',
  },
  {
    type: 'youtube',
    mediaId: 'two',
    image: '',
    imageAlt: '',
    video: '',
    description: '',
    location: 'Selma',
    locationLink: '',
    credit: '',
  },
];

describe('home page in Spanish', () => {
  it('names every experience category in Spanish and links it under /es', () => {
    render(<ExperienceCategories />, es);
    expect(screen.getByRole('heading', { level: 2, name: 'Descubra Alabama' })).toBeInTheDocument();
    const beaches = screen.getByRole('link', { name: 'Playas' });
    expect(beaches).toHaveAttribute('href', '/es/experience-alabama/beaches');
    expect(screen.getAllByRole('listitem')).toHaveLength(EXPERIENCES.length);
    for (const { slug } of EXPERIENCES) expect(screen.getByText(home(`experienceBlurbs.${slug}`))).toBeInTheDocument();
  });

  it('keeps the English names and paths on an English page', () => {
    render(<ExperienceCategories />);
    expect(screen.getByRole('heading', { level: 2, name: HOME_MESSAGES.experiencesHeading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Beaches' })).toHaveAttribute('href', '/experience-alabama/beaches');
  });

  it('heads the editor’s features in Spanish and keeps their links in Spanish', () => {
    render(<AroundAlabama items={around} />, es);
    expect(screen.getByRole('heading', { level: 2, name: 'Por todo Alabama' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Encuentre un viaje' })).toHaveAttribute('href', '/es/road-trips');
  });

  it('labels the carousel and its controls in Spanish', () => {
    render(<HeroCarousel banners={slides} pictures={heroPictures(slides)} />, es);
    const region = screen.getByRole('region', { name: 'Lugares destacados de Alabama' });
    expect(within(region).getByRole('button', { name: 'Diapositiva siguiente' })).toBeInTheDocument();
    expect(within(region).getByText(hero('slideLabel', { n: 1, total: 2 }))).toHaveTextContent('1 de 2');
    expect(within(region).getByText('por Alabama Tourism')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Gulf Shores' })).toHaveAttribute(
      'href',
      '/es/experience-alabama/beaches',
    );
  });

  it('tells a Spanish visitor a record is missing, with ways back in Spanish', () => {
    render(<NotFoundNotice />, es);
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute('href', '/es');
    expect(screen.getByRole('link', { name: 'Buscar en el sitio' })).toHaveAttribute('href', '/es/search');
  });
});
