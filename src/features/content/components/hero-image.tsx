import { ResponsiveImage } from '@/components/responsive-image'
import { IMAGE_SIZES } from '@/lib/image-sizes'
import { HOME_HERO_IMAGE, IMAGE_KINDS } from '@/shared/images'

/**
 * The photograph beside the home page's and the about page's opening words: one picture, one
 * description, drawn at the hero's width in both.
 */
export function HeroImage({ className, priority = false }: { className: string; priority?: boolean }) {
  return (
    <ResponsiveImage
      src={HOME_HERO_IMAGE}
      alt="Care workers with the people they support"
      width={IMAGE_KINDS.hero.width}
      height={IMAGE_KINDS.hero.height}
      sizes={IMAGE_SIZES.homeHero}
      priority={priority}
      className={className}
    />
  )
}
