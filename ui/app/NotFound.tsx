import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

export const NOT_FOUND_MESSAGES = {
  title: 'Page not found',
  body: "We couldn't find the page you were looking for. It may have moved, or the address may be mistyped.",
  home: 'Go to Health Home',
} as const;

export function NotFound() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="page-message" aria-labelledby="not-found-title">
      <h1 id="not-found-title" tabIndex={-1} ref={heading}>
        {NOT_FOUND_MESSAGES.title}
      </h1>
      <p>{NOT_FOUND_MESSAGES.body}</p>
      <Link className="button" to="/health">
        {NOT_FOUND_MESSAGES.home}
      </Link>
    </section>
  );
}
