"use strict"; // Generated (tools/codegen)
const {validate46,validate49} = require("./_shared5.cjs");
exports.params = validate46;
exports.result = validate49;
