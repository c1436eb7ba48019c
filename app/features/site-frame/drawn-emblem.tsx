/**
 * The site's own drawing of a council emblem (public/images/logo.svg), drawn inside the page for
 * a council that gave no emblem of its own (decision 055): an `<img>` would be one more request
 * before the page's main text is painted, which on slow data costs a round trip or two (issue 34,
 * decision 058). Decorative: the council's name is written beside it.
 */
export function DrawnEmblem({ className }: { className?: string }) {
	return (
		<svg
			xmlns="http://www.w3.org/2000/svg"
			viewBox="0 0 64 64"
			width={40}
			height={40}
			aria-hidden="true"
			focusable="false"
			className={className}
		>
			<clipPath id="emblem-outer">
				<path d="M32 2l26 7v21c0 17-11 27-26 32C17 57 6 47 6 30V9z" />
			</clipPath>
			<clipPath id="emblem-inner">
				<path d="M32 7l22 6v17c0 14-9 22-22 27-13-5-22-13-22-27V13z" />
			</clipPath>
			<path d="M32 2l26 7v21c0 17-11 27-26 32C17 57 6 47 6 30V9z" fill="#007a5e" />
			<path d="M32 7l22 6v17c0 14-9 22-22 27-13-5-22-13-22-27V13z" fill="#fcd116" />
			<path clipPath="url(#emblem-outer)" d="M0 41c8-6 20-8 28-4s16 4 36-3v30H0z" fill="#007a5e" />
			<path
				clipPath="url(#emblem-inner)"
				d="M0 45.5c9-3 20-2 28 0s17 1 36-2v5.5c-19 3-27 4-36 2S9 48 0 51z"
				fill="#fff"
			/>
			<path
				d="M17.5 15.2l1.2 3.5h3.7l-3 2.2 1.1 3.5-3-2.1-3 2.1 1.1-3.5-3-2.2h3.7z"
				fill="#ce1126"
			/>
			<path
				d="M34 42c1-8 2-15 2-23"
				fill="none"
				stroke="#7a4a22"
				strokeWidth="2.6"
				strokeLinecap="round"
			/>
			<g fill="#005a45">
				<path d="M36 19c5-5 11-5 15 2-5-2-10-2-15-2z" />
				<path d="M36 19c-5-5-11-5-15 2 5-2 10-2 15-2z" />
				<path d="M36 19c2-6 8-9 13-7-5 1-9 3-13 7z" />
				<path d="M36 19c-2-6-8-9-13-7 5 1 9 3 13 7z" />
				<path d="M36 19c0-5 1-9 4-11-1 4-2 7-4 11z" />
			</g>
		</svg>
	)
}

/** The address of that drawing as a file (settings' `logo` default). */
export const DRAWN_EMBLEM = '/images/logo.svg'
