"use strict"; // Generated (tools/codegen)
const {shared0,shared1} = require("./_shared1.cjs");
const {validate39} = require("./_shared3.cjs");
const {validate74} = require("./_shared6.cjs");
exports.input = validate39;
exports.response__200 = validate74;
exports.response__401 = shared0;
exports.response__default = shared1;
