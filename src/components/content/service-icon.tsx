// The icon shown beside a service on cards, by the service page's registry id. Niche (industry) SEO
// pages share the search icon; the set is kept small because every icon adds to the chunk.
import {
  Bot,
  Briefcase,
  Building2,
  LayoutTemplate,
  Mail,
  MapPin,
  Megaphone,
  PenLine,
  Search,
  Share2,
  ShoppingCart,
  Target,
  TrendingUp,
  Video,
  Workflow,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

const icons: Record<string, LucideIcon> = {
  'service:seo': Search,
  'service:seo/local': MapPin,
  'service:seo/ecommerce': ShoppingCart,
  'service:seo/technical': Wrench,
  'service:seo/enterprise': Building2,
  'service:ppc': Megaphone,
  'service:facebook-ads': Target,
  'service:linkedin-ads': Briefcase,
  'service:youtube-marketing': Video,
  'service:social-media': Share2,
  'service:content': PenLine,
  'service:email': Mail,
  'service:web-design': LayoutTemplate,
  'service:ai-automation': Bot,
  'service:business-automation': Workflow,
  'service:marketing-automation': Workflow,
  'service:business-development': TrendingUp,
};

/** A decorative icon in a tinted tile; the service's name always sits beside it as text. */
export function ServiceIcon({ id, size = 20 }: { id: string; size?: number }) {
  const Icon = icons[id] ?? Search;
  return (
    <span className="rm-icon-tile" aria-hidden="true">
      <Icon size={size} strokeWidth={2} />
    </span>
  );
}
