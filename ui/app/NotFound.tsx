import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../../domain/shell';
import { PAGE_TITLES } from '../../domain/titles';
import { usePageTitle } from './pageTitle';

export const NOT_FOUND_MESSAGES = {
  title: PAGE_TITLES.notFound,
  body: "We couldn't find the page you were looking for. It may have moved, or the address may be mistyped.",
  home: 'Go to the home page',
} as const;

export function NotFound() {
  usePageTitle(PAGE_TITLES.notFound);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="page-message" aria-labelledby="not-found-title">
      <h1 id="not-found-title" tabIndex={-1} ref={heading}>
        {NOT_FOUND_MESSAGES.title}
      </h1>
      <p>{NOT_FOUND_MESSAGES.body}</p>
      <Link className="button" to={HOME_PATH}>
        {NOT_FOUND_MESSAGES.home}
      </Link>
    </section>
  );
}
