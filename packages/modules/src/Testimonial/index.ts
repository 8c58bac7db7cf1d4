export { Testimonial, Testimonial as default, type TestimonialProps } from './Testimonial.tsx';
