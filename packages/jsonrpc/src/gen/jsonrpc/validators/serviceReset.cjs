"use strict"; // Generated (tools/codegen)
const {validate44} = require("./_shared1.cjs");
function validate54(data,{instancePath=""}={}){validate54.errors=null;return true;}
exports.params = validate44;
exports.result = validate54;
