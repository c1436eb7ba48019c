import { altProps, isImageName, Picture } from '#app/features/media/picture'
import { pictureAlt } from '#app/utils/localized'
import { SearchForm } from '#app/features/site-frame/top-bar'
import { useSettings, useLocale, useT } from '#app/i18n/hooks'

export function Hero({ sizes }: { sizes: string }) {
	const t = useT()
	const locale = useLocale()
	const settings = useSettings()
	// The council's own picture when it gave one (decision 055), else the site's drawing.
	const own = settings.homePicture
	const name = isImageName(own.image) ? own.image : 'hero'
	const alt =
		name === 'hero'
			? { alt: t('hero.imageAlt') }
			: altProps(pictureAlt({ ...own.imageAlt, decorative: own.imageDecorative }, locale), '')
	return (
		<section
			aria-labelledby="hero-title"
			className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-primary-dark px-4 py-16"
		>
			<Picture
				name={name}
				{...alt}
				sizes={sizes}
				priority
				preload
				className="absolute inset-0 -z-20 size-full object-cover"
			/>
			<div
				aria-hidden="true"
				className="absolute inset-0 -z-10 bg-gradient-to-b from-slate-950/70 via-slate-950/55 to-slate-950/75"
			/>
			<div className="mx-auto w-full max-w-4xl text-center text-white">
				{settings.motto[locale] ? (
					<p className="text-sm font-semibold tracking-widest text-accent uppercase">
						{settings.motto[locale]}
					</p>
				) : null}
				<h1
					id="hero-title"
					className="mt-3 text-4xl font-extrabold text-balance sm:text-5xl lg:text-6xl"
				>
					{t('hero.title')}
				</h1>
				<p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-white/95 sm:text-xl">
					{t('hero.subtitle')}
				</p>
				<div className="mt-8">
					<SearchForm idPrefix="hero" variant="hero" />
				</div>
			</div>
		</section>
	)
}
