// Generated from specs/openrpc/jsonrpc.yaml by tools/codegen. Do not edit.

import { isInteger, isObject, join, limitFail, pattern, patternFail, typeFail } from "@gw/runtime/validator-support";
import { checkTxid } from "@gw/runtime/common-validators/Txid";
import { checkUnixSeconds } from "@gw/runtime/common-validators/UnixSeconds";

const pattern0 = pattern("^[0-9a-f]{64}$", "u");

export function EsploraUtxo(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.txid !== undefined) checkTxid(errors, data.txid, path, "#/properties/txid", "txid");
		if (data.vout !== undefined) {
			const data0 = data.vout;
			if (!isInteger(data0)) typeFail(errors, path + "/vout", "#/properties/vout", "integer");
			if (typeof data0 == "number") {
				if (data0 < 0 || isNaN(data0)) limitFail(errors, path + "/vout", "#/properties/vout", "minimum", 0);
			}
		}
		if (data.value !== undefined) {
			const data1 = data.value;
			if (!isInteger(data1)) typeFail(errors, path + "/value", "#/properties/value", "integer");
			if (typeof data1 == "number") {
				if (data1 < 0 || isNaN(data1)) limitFail(errors, path + "/value", "#/properties/value", "minimum", 0);
			}
		}
		if (data.status !== undefined) {
			const data2 = data.status;
			if (isObject(data2)) {
				if (data2.confirmed !== undefined) {
					const data3 = data2.confirmed;
					if (typeof data3 != "boolean") typeFail(errors, path + "/status" + "/confirmed", "#/properties/status/properties/confirmed", "boolean");
				}
				if (data2.block_height !== undefined) {
					const data4 = data2.block_height;
					if (!isInteger(data4)) typeFail(errors, path + "/status" + "/block_height", "#/properties/status/properties/block_height", "integer");
					if (typeof data4 == "number") {
						if (data4 < 0 || isNaN(data4)) limitFail(errors, path + "/status" + "/block_height", "#/properties/status/properties/block_height", "minimum", 0);
					}
				}
				if (data2.block_hash !== undefined) checkBlockHash(errors, data2.block_hash, path + "/status", "#/properties/status/properties/block_hash", "block_hash");
				if (data2.block_time !== undefined) checkUnixSeconds(errors, data2.block_time, path + "/status", "#/properties/status/properties/block_time", "block_time");
			} else typeFail(errors, path + "/status", "#/properties/status", "object");
		}
	} else typeFail(errors, path, "#", "object");
	EsploraUtxo.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `BlockHash`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkBlockHash(errors, data, path, schemaPath, key, propertyName) {
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, join(path, key), schemaPath, "^[0-9a-f]{64}$", propertyName);
	} else typeFail(errors, join(path, key), schemaPath, "string", propertyName);
}
