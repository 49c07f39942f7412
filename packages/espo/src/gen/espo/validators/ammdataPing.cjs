"use strict"; // Generated (tools/codegen)
const {validate52} = require("./_shared2.cjs");
const {validate53} = require("./_shared3.cjs");
exports.params = validate52;
exports.result = validate53;
