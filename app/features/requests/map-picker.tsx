import { Hint } from '#app/components/ui/field'
import { useT } from '#app/i18n/hooks'
import { MAP_IMAGE, MAP_SCALE } from './request-rules'

/** A point as sent (`map_x`, `map_y`: thousandths of the map), or null for none or a bad one. */
export function mapPoint(initial: { x: string; y: string } | undefined) {
	const parse = (value: string | undefined) => {
		if (!value || !/^\d{1,4}$/.test(value)) return null
		const n = Number(value)
		return n <= MAP_SCALE ? n : null
	}
	const x = parse(initial?.x)
	const y = parse(initial?.y)
	return x !== null && y !== null ? { x, y } : null
}

/**
 * An optional point on the council's drawn map, for people with JavaScript: tap or click to set it;
 * with a keyboard, the arrow keys move it. It is sent as thousandths of the map's width and height
 * (`map_x`, `map_y`). The server draws it in its place in the form, with its words and the point of
 * a refused form, invisible; the contact form's island (contact-form.island.ts) wires it, asks for
 * the map's picture and shows it. Its room is kept from the first paint (the map's size follows
 * from its `viewBox`): drawn by the island from a `<template>`, it moved the rest of the form down
 * after the first paint (a layout shift, decision 058). Without JavaScript it is not there
 * (`noscript:hidden`), and its fields, disabled while there is no point, send nothing.
 */
export function MapPicker({ initial }: { initial?: { x: string; y: string } }) {
	const t = useT()
	const point = mapPoint(initial)
	const { width, height } = MAP_IMAGE
	return (
		<div data-map-field="" data-scale={MAP_SCALE} className="invisible noscript:hidden">
			<p id="contact-map-label" className="block font-semibold text-slate-900">
				{t('contact.map')}
			</p>
			<Hint id="contact-map-hint" className="mt-1">
				{t('contact.mapHint')}
			</Hint>
			<svg
				viewBox={`0 0 ${width} ${height}`}
				role="application"
				tabIndex={0}
				aria-labelledby="contact-map-label"
				aria-describedby="contact-map-hint contact-map-state"
				className="mt-2 block w-full cursor-crosshair rounded-md border border-slate-500 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
				data-map-picker=""
			>
				{/* Asked for by the island: nothing but the page before the first paint (decision 058). */}
				<image data-href={MAP_IMAGE.src} width={width} height={height} />
				<circle
					cx={point ? (point.x / MAP_SCALE) * width : 0}
					cy={point ? (point.y / MAP_SCALE) * height : 0}
					r={14}
					fill="#b91c1c"
					stroke="#fff"
					strokeWidth={4}
					// A point's dot follows its map: invisible with it until the island shows it.
					visibility={point ? 'inherit' : 'hidden'}
				/>
			</svg>
			<p
				id="contact-map-state"
				aria-live="polite"
				className="mt-1 text-sm text-slate-800"
				data-set={t('contact.mapSet')}
			>
				{point ? t('contact.mapSet') : ''}
			</p>
			{/* Not sent while there is no point. */}
			<input type="hidden" name="map_x" value={point?.x ?? ''} disabled={!point} />
			<input type="hidden" name="map_y" value={point?.y ?? ''} disabled={!point} />
			<button
				type="button"
				hidden={!point}
				className="mt-1 font-semibold text-primary-dark underline underline-offset-2"
			>
				{t('contact.mapClear')}
			</button>
		</div>
	)
}
