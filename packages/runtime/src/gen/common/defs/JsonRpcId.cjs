"use strict"; // Generated (tools/codegen)
const {pushError} = require("./_shared1.cjs");
const {schema57} = require("./_shared4.cjs");
function validate49(data,{instancePath=""}={}){let vErrors=null;let errors=0;if((!((typeof data=="number")&&(!(data%1)&&!isNaN(data))))&&(typeof data!=="string")){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/type",keyword:"type",params:{type:schema57.type},message:"must be integer,string"});errors++;}validate49.errors=vErrors;return errors===0;}
exports.JsonRpcId = validate49;
