// The row's touch handling is shared with the results cards' galleries.
export { currentSlide, scrollToSlide, slideLeft, SWIPING_ATTRIBUTE, useSwipe } from '@/components/ui/swipe';
