import { render } from '@testing-library/react';
import { htmlToText, safeHref, sanitizeHtml } from '@/lib/sanitize';

describe('the sanitize policy', () => {
  const payload =
    '<p>Roads <strong>closed</strong></p><script>window.pwned = true</script><img src=x onerror="window.pwned = true"><a href="javascript:alert(1)">click</a><iframe src="https://evil.example"></iframe>';

  it('renders a script and an onerror payload inert', () => {
    const clean = sanitizeHtml(payload);
    expect(clean).not.toMatch(/<script|onerror|javascript:|<iframe/i);
    const { container } = render(<div dangerouslySetInnerHTML={{ __html: clean }} />);
    expect(container.querySelector('script, iframe, [onerror]')).toBeNull();
    expect(container.querySelector('strong')).toHaveTextContent('closed');
    expect((window as unknown as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('keeps safe links and adds noopener to new-tab links', () => {
    const clean = sanitizeHtml('<a href="https://alabama.travel" target="_blank">Alabama</a>');
    expect(clean).toBe('<a href="https://alabama.travel" target="_blank" rel="noopener noreferrer">Alabama</a>');
  });

  it('gives plain text and refuses unsafe link targets', () => {
    expect(htmlToText('<p>One</p><p>Two <b>three</b></p>')).toBe('One Two three');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('/road-trips')).toBe('/road-trips');
    expect(safeHref('https://www.weather.gov')).toBe('https://www.weather.gov');
  });
});
