/** Available to me itself: its list is the layout's (_app.vhub.$id.files.available.tsx). */
export default function AvailableTop() {
  return null;
}
