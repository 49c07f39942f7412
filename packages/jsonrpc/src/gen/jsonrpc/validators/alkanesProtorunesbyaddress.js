// Generated from specs/openrpc/jsonrpc.yaml (`alkanes_protorunesbyaddress`) by tools/codegen. Do not edit.

import { fail, isInteger, isObject, limitFail, typeFail } from "@gw/runtime/validator-support";

export function params(data, path = "") {
	const errors = [];
	if (Array.isArray(data)) {
		if (data.length < 0) fail(errors, path, "#/minItems", "minItems", { limit: 0 }, "must NOT have fewer than 0 items");
	} else typeFail(errors, path, "#", "array");
	params.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

export function result(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.outpoints !== undefined) {
			const data0 = data.outpoints;
			if (Array.isArray(data0)) {
				const path0 = path + "/outpoints";
				for (let i1 = 0; i1 < data0.length; i1++) {
					const data2 = data0[i1];
					if (isObject(data2)) {
						if (data2.outpoint !== undefined) {
							const data3 = data2.outpoint;
							if (isObject(data3)) {
								if (data3.txid !== undefined) {
									const data4 = data3.txid;
									if (typeof data4 != "string") typeFail(errors, path0 + "/" + i1 + "/outpoint" + "/txid", "#/properties/outpoints/items/properties/outpoint/properties/txid", "string");
								}
								if (data3.vout !== undefined) {
									const data5 = data3.vout;
									if (!isInteger(data5)) typeFail(errors, path0 + "/" + i1 + "/outpoint" + "/vout", "#/properties/outpoints/items/properties/outpoint/properties/vout", "integer");
									if (typeof data5 == "number") {
										if (data5 < 0 || isNaN(data5)) limitFail(errors, path0 + "/" + i1 + "/outpoint" + "/vout", "#/properties/outpoints/items/properties/outpoint/properties/vout", "minimum", 0);
									}
								}
							} else typeFail(errors, path0 + "/" + i1 + "/outpoint", "#/properties/outpoints/items/properties/outpoint", "object");
						}
						if (data2.runes !== undefined) {
							const data6 = data2.runes;
							if (Array.isArray(data6)) {
								const path1 = path0 + "/" + i1 + "/runes";
								for (let i7 = 0; i7 < data6.length; i7++) {
									const data8 = data6[i7];
									if (isObject(data8)) {
										if (data8.id !== undefined) {
											const data9 = data8.id;
											if (isObject(data9)) {
											} else typeFail(errors, path1 + "/" + i7 + "/id", "#/properties/outpoints/items/properties/runes/items/properties/id", "object");
										}
									} else typeFail(errors, path1 + "/" + i7, "#/properties/outpoints/items/properties/runes/items", "object");
								}
							} else typeFail(errors, path0 + "/" + i1 + "/runes", "#/properties/outpoints/items/properties/runes", "array");
						}
					} else typeFail(errors, path0 + "/" + i1, "#/properties/outpoints/items", "object");
				}
			} else typeFail(errors, path + "/outpoints", "#/properties/outpoints", "array");
		}
	} else typeFail(errors, path, "#", "object");
	result.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
