/** Props of {@link EntryThumbnail}. */
export interface EntryThumbnailProps {
  /** The product title, whose first letter stands in for a missing picture. */
  title: string;
  imageUrl: string | null;
}

/**
 * A cart line's picture. The title beside it names the product and is the line's link, so the
 * picture is decorative (empty alt, as WAI's image tutorial advises for an image next to a link
 * with the same text): screen readers do not read the title twice, keyboards meet one link per
 * line. An entry without a picture shows a neutral tile with the title's first letter.
 */
export function EntryThumbnail({ title, imageUrl }: EntryThumbnailProps) {
  return imageUrl ? (
    <img className="sf-cart-entry__thumb" src={imageUrl} alt="" width={64} height={64} loading="lazy" />
  ) : (
    <span className="sf-cart-entry__thumb sf-cart-entry__thumb--none" aria-hidden="true">
      {title.trim().charAt(0)}
    </span>
  );
}
