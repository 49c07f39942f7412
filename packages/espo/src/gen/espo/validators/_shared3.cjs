"use strict"; // Generated (tools/codegen)
const {pushError} = require("./_shared1.cjs");
function validate26(data,{instancePath=""}={}){let vErrors=null;let errors=0;if("pong"!==data){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue:"pong"},message:"must be equal to constant"});errors++;}validate26.errors=vErrors;return errors===0;}
module.exports = {validate26};
