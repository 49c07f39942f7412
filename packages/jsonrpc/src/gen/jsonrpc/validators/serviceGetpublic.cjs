"use strict"; // Generated (tools/codegen)
const {validate88} = require("./_shared1.cjs");
function validate101(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){validate101.errors=null;return true;}
exports.params = validate88;
exports.result = validate101;
